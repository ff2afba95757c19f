# exercise: ex_causal_weights
# mistake: Processes the queries in tiles of 2 rows and lets every row of a tile see keys up to the tile's last row, so the first query of each tile also attends to the next token; each row i may only see keys j <= i.
import torch


def ex_causal_weights(scores, block=2):
    n = scores.shape[-1]
    keys = torch.arange(n, device=scores.device)
    out = torch.empty_like(scores)
    for s in range(0, n, block):
        e = min(s + block, n)
        tile = scores[..., s:e, :]
        allowed_up_to = e - 1
        masked = tile.masked_fill(keys > allowed_up_to, float('-inf'))
        out[..., s:e, :] = torch.softmax(masked, dim=-1)
    return out
