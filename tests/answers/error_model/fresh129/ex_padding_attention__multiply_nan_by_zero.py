# exercise: ex_padding_attention
# mistake: The learner zeroes padded query rows by multiplying with the keep mask and expects this to remove the NaN of fully masked rows, but NaN * 0 is NaN; the NaN rows must be replaced (nan_to_num / where) not multiplied. [cond: a sequence of length 0]
import torch

def ex_padding_attention(scores, lengths):
    B, H, T, T_k = scores.shape
    real = torch.arange(T_k, device=scores.device).unsqueeze(0) < lengths.unsqueeze(1)   # (B, T) True = real
    key_mask = ~real[:, None, None, :]                  # (B, 1, 1, T)
    weights = scores.masked_fill(key_mask, float("-inf")).softmax(dim=-1)   # (B, H, T, T)
    query_keep = real[:, None, :, None].to(weights.dtype)   # (B, 1, T, 1)
    return weights * query_keep
