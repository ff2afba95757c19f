# exercise: ex_padding_attention
# mistake: The learner's AXES registry has the key and query entries swapped: the -inf fill lands on padded query rows and the zeroing on padded key columns, so a real query's weights over the real keys no longer sum to 1 (the weight it gave padded keys is erased, not renormalised). The -inf mask belongs on the key axis [:, None, None, :], the zeroing on the query axis [:, None, :, None].
import torch

AXES = {
    "key": lambda m: m[:, None, :, None],
    "query": lambda m: m[:, None, None, :],
}


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    w = torch.softmax(scores.masked_fill(AXES["key"](pad), float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(AXES["query"](pad), 0.0)
