# exercise: ex_padding_attention
# mistake: The padding mask uses position > length instead of position >= length, so the first padded position (index = length) stays a real key and query. [cond: a sequence with length < n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    idx = torch.arange(n, device=scores.device)
    padded = idx.unsqueeze(0) > lengths.unsqueeze(1)
    keep = (~padded).to(scores.dtype)
    w = torch.softmax(scores.masked_fill(padded[:, None, None, :], float('-inf')), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    # zero the padded queries: multiply rows by diag(keep)
    return torch.diag_embed(keep)[:, None] @ w
