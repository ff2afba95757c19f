# exercise: ex_causal_weights
# mistake: Flattened all leading axes into one list of rows and used the position in that list as the query index, so in every matrix after the first nothing is masked; the query index is the row number modulo n. [cond: more than one n×n matrix, i.e. batched or multi-head scores]
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    rows = scores.reshape(-1, n)
    out = []
    for i, row in enumerate(rows):
        keep = torch.tensor([j <= i for j in range(n)], device=scores.device)
        out.append(torch.softmax(row.masked_fill(~keep, float('-inf')), dim=-1))
    return torch.stack(out).reshape(scores.shape)
