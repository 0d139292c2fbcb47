import axios, { AxiosError, type AxiosInstance, type AxiosResponse } from 'axios'
import { message } from 'antd'
import { navigation, signInUrl, tandemConfig } from '../config'
import { classifyAnswer, type AnswerOutcome, type RawAnswer } from './answer'
import { ApiError } from './apiError'

export const REQUEST_TIMEOUT_MS = 180_000

/** The side effects of the common handling, injectable so the handling itself stays testable. */
export interface HttpEffects {
  signIn(clearSession: boolean): void
  toastError(text: string): void
  log(text: string, cause: unknown): void
}

/** Turns an outcome into its effect; resolves data, rejects everything else with ApiError. */
export function settleAnswer(outcome: AnswerOutcome, effects: HttpEffects, cause?: unknown): unknown {
  switch (outcome.kind) {
    case 'data':
      return outcome.data
    case 'sign-in':
      effects.signIn(outcome.clearSession)
      break
    case 'toast':
      effects.toastError(outcome.message)
      break
    case 'log':
      effects.log(outcome.message, cause)
      break
  }
  throw new ApiError(outcome, { cause })
}

function rawFromError(error: unknown): RawAnswer {
  if (error instanceof AxiosError) {
    return { status: error.response?.status, body: error.response?.data, errorMessage: error.message }
  }
  return { errorMessage: error instanceof Error ? error.message : String(error) }
}

/** One axios instance: cookies, 180 s time-out, envelope unwrapped into response.data. */
export function createHttp(effects: HttpEffects): AxiosInstance {
  const instance = axios.create({ withCredentials: true, timeout: REQUEST_TIMEOUT_MS })
  instance.interceptors.response.use(
    (response: AxiosResponse) => {
      response.data = settleAnswer(classifyAnswer({ status: response.status, body: response.data }), effects, response)
      return response
    },
    (error: unknown) => {
      const outcome = classifyAnswer(rawFromError(error))
      try {
        const data = settleAnswer(outcome, effects, error)
        // An envelope saying success under an error status still carries usable data.
        const response = error instanceof AxiosError ? error.response : undefined
        return response ? { ...response, data } : Promise.reject(error)
      } catch (handled) {
        return Promise.reject(handled)
      }
    },
  )
  return instance
}

type ErrorToast = (text: string) => void

/** Effects in the browser: full-page redirect to sign-in, antd error toast, console log. */
export function createBrowserEffects(): HttpEffects & { bindToast(toast: ErrorToast): void } {
  let signingIn = false
  let toast: ErrorToast = (text) => void message.error(text)
  return {
    signIn(clearSession) {
      // Parallel calls fail together; one redirect is enough.
      if (signingIn) return
      signingIn = true
      if (clearSession) sessionStorage.clear()
      navigation.assign(signInUrl(tandemConfig.loginUrl, window.location))
    },
    toastError(text) {
      toast(text)
    },
    log(text, cause) {
      console.error(`[http] ${text}`, cause)
    },
    /** antd's App context gives themed toasts; until it mounts the static method serves. */
    bindToast(next) {
      toast = next
    },
  }
}

export const browserEffects = createBrowserEffects()

export const http = createHttp(browserEffects)
