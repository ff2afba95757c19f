# exercise: ex_padding_attention
# mistake: The padding mask uses position > length instead of position >= length, so the first padded position (index = length) is still attended to and its query row is not zeroed. [cond: a sequence shorter than n]
import torch


def ex_padding_attention(scores, lengths):
    batch_size, num_heads, num_tokens, _ = scores.shape
    positions = torch.arange(num_tokens, device=scores.device)
    is_padding = positions[None, :] > lengths[:, None]          # (b, n)
    key_mask = is_padding[:, None, None, :]
    query_mask = is_padding[:, None, :, None]
    weights = torch.softmax(scores.masked_fill(key_mask, float('-inf')), dim=-1)
    weights = torch.where(torch.isnan(weights), torch.zeros_like(weights), weights)
    weights = weights.masked_fill(query_mask, 0.0)
    return weights
