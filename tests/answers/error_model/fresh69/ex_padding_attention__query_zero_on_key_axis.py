# exercise: ex_padding_attention
# mistake: The learner zeroed padded queries with the mask indexed on the key axis ([:, None, None, :]) again instead of [:, None, :, None], so rows of padded queries keep nonzero weights. [cond: some sequence has 0 < length < n]
import torch

def ex_padding_attention(scores, lengths):
    pad = (torch.arange(scores.shape[-1], device=scores.device) >= lengths[:, None])[:, None, None, :]
    return torch.softmax(scores.masked_fill(pad, -torch.inf), -1).nan_to_num().masked_fill(pad, 0)
