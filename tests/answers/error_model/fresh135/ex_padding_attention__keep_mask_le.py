# exercise: ex_padding_attention
# mistake: The learner built the keep mask with position <= length, so the first padded position (index = length) is still treated as real; positions < length are real.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.size(-1)
    pos = torch.arange(n, device=scores.device)
    attention_mask = pos.unsqueeze(0) <= lengths.unsqueeze(1)   # (b, n), True = real token
    key_mask = attention_mask[:, None, None, :]
    query_mask = attention_mask[:, None, :, None]
    probs = torch.softmax(scores.masked_fill(~key_mask, float("-inf")), dim=-1)
    probs = torch.where(torch.isnan(probs), torch.zeros_like(probs), probs)
    return probs * query_mask
