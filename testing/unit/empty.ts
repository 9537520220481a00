// Stands in for `server-only` under Jest, where every module is "server".
export {}
