# exercise: ex_padding_attention
# mistake: The final zeroing uses the key-axis mask [:, None, None, :] again instead of the query-axis mask [:, None, :, None], so rows of padded queries are not set to 0.
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n, device=scores.device).expand(b, n)
    padded = pos >= lengths.unsqueeze(1)
    key_mask = padded[:, None, None, :]
    w = torch.softmax(scores.masked_fill(key_mask, float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    w = w.masked_fill(key_mask, 0.0)
    return w
