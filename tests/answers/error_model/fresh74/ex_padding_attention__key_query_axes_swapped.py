# exercise: ex_padding_attention
# mistake: The learner puts the mask on the query axis before the softmax and on the key axis afterwards, so real queries still attend to padded keys in the softmax and their rows no longer sum to 1; keys are masked with [:, None, None, :] before, queries zeroed with [:, None, :, None] after.
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pad = torch.arange(n, device=scores.device).expand(b, n) >= lengths.view(b, 1)
    key_mask = pad[:, None, :, None]
    query_mask = pad[:, None, None, :]
    w = scores.masked_fill(key_mask, float("-inf")).softmax(dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(query_mask, 0.0)
