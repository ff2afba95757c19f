# exercise: ex_padding_attention
# mistake: In the learner's table of broadcast views the 'key' and 'query' entries are swapped, so -inf is put on padded queries and the padded key columns are only zeroed after the softmax, leaving real rows that do not sum to 1; keys need [:, None, None, :] before the softmax.
import torch

VIEW = {
    "key": (slice(None), None, slice(None), None),
    "query": (slice(None), None, None, slice(None)),
}


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    w = torch.softmax(scores.masked_fill(pad[VIEW["key"]], float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(pad[VIEW["query"]], 0.0)
