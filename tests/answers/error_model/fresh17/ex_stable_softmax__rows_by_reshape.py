# exercise: ex_stable_softmax
# mistake: Flattened x with reshape(-1, x.shape[dim]) and looped over the rows, which groups consecutive memory elements instead of the elements along dim; moving dim last first (movedim) is required. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    n = x.shape[dim]
    rows = x.reshape(-1, n)
    out = torch.empty_like(rows)
    for r in range(rows.shape[0]):
        row = rows[r]
        m = row[0]
        for k in range(1, n):
            if row[k] > m:
                m = row[k]
        e = torch.exp(row - m)
        total = 0.0
        for k in range(n):
            total = total + e[k]
        out[r] = e / total
    return out.reshape(x.shape)
