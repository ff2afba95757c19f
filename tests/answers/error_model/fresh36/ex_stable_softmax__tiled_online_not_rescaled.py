# exercise: ex_stable_softmax
# mistake: Computes the softmax in tiles along dim with a running maximum and a correctly rescaled running sum, but keeps each tile's numerators exp(x - m) with the maximum known at that time and never rescales them by exp(m_tile - m_final); tiles before the overall maximum come out too large. [cond: only when the size along dim exceeds the tile size 4 and the maximum is not in the first tile]
import torch


def ex_stable_softmax(x, dim, block=4):
    xt = x.movedim(dim, -1)
    n = xt.shape[-1]
    m = torch.full(xt.shape[:-1] + (1,), float('-inf'), dtype=x.dtype, device=x.device)
    l = torch.zeros(xt.shape[:-1] + (1,), dtype=x.dtype, device=x.device)
    pieces = []
    for start in range(0, n, block):
        tile = xt[..., start:start + block]
        m_new = torch.maximum(m, tile.amax(dim=-1, keepdim=True))
        p = torch.exp(tile - m_new)
        l = l * torch.exp(m - m_new) + p.sum(dim=-1, keepdim=True)
        m = m_new
        pieces.append(p)
    out = torch.cat(pieces, dim=-1) / l
    return out.movedim(-1, dim)
