# exercise: ex_padding_attention
# mistake: The padding mask uses position > length instead of position >= length, so the first padded position (index == length) is still treated as real; padding starts at index length.
import torch

def ex_padding_attention(scores, lengths):
    B, H, T, _ = scores.shape
    pos = torch.arange(T, device=scores.device)          # (T,)
    pad = pos[None, :] > lengths[:, None]                # (B, T)  True = padding
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)  # (B, H, T, T)
    w = torch.nan_to_num(w, nan=0.0)
    w = w.masked_fill(pad[:, None, :, None], 0.0)        # padded queries -> 0
    return w
