import { createContext } from 'react'

/** Row id of the grid-sub-form row around nested containers (their fields are name@row{rowId}). */
export const RowContext = createContext<string | undefined>(undefined)
