# exercise: ex_padding_attention
# mistake: The learner masked the padded keys and replaced NaN rows by 0, but did not set the rows of padded queries to 0, so padded queries of a partly padded sequence still attend to real keys. [cond: 0 < length < n]
import torch

def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    is_pad = torch.arange(n, device=scores.device).unsqueeze(0) >= lengths.unsqueeze(1)
    key_mask = is_pad[:, None, None, :]
    weights = scores.masked_fill(key_mask, float("-inf")).softmax(-1)
    return torch.where(torch.isnan(weights), torch.zeros_like(weights), weights)
