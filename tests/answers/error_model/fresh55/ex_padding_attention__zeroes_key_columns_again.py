# exercise: ex_padding_attention
# mistake: After nan_to_num the learner zeroes the padded positions with the key-axis mask [:, None, None, :] again, which only zeroes the already-zero key columns, so padded query rows keep non-zero weights; they need the query-axis mask [:, None, :, None].
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pad = torch.arange(n, device=scores.device).unsqueeze(0) >= lengths.unsqueeze(1)  # (b, n)
    key_mask = pad[:, None, None, :]
    w = torch.softmax(scores.masked_fill(key_mask, float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    w = w.masked_fill(key_mask, 0.0)  # padded queries -> 0
    return w
