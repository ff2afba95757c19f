# exercise: ex_padding_attention
# mistake: After the softmax the learner zeroed with the key mask again ([:, None, None, :], columns that are already 0) instead of the query mask ([:, None, :, None]), so padded queries' rows are not all 0.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    is_pad = torch.arange(n, device=scores.device).unsqueeze(0) >= lengths.unsqueeze(1)
    key_mask = is_pad[:, None, None, :]
    weights = scores.masked_fill(key_mask, float("-inf")).softmax(dim=-1)
    weights = weights.nan_to_num(0.0)
    # padded stuff -> 0
    weights = weights.masked_fill(key_mask, 0.0)
    return weights
