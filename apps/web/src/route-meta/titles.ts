/** Title and heading of the 404 page, which the route tree registers for every other path. */
export const NOT_FOUND_TITLE = '您访问的页面不存在'
