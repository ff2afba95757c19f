# exercise: ex_padding_attention
# mistake: Masked padded keys and removed the NaN rows, but never zeroed the rows of padded queries, which still attend to the real keys. [cond: a sequence with 0 < length < n]
import torch
import torch.nn.functional as F

def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    key_pad = torch.arange(n, device=scores.device).expand(len(lengths), n) >= lengths.unsqueeze(1)
    weights = F.softmax(scores.masked_fill(key_pad[:, None, None, :], float('-inf')), dim=-1)
    return torch.where(torch.isnan(weights), torch.zeros_like(weights), weights)
