# exercise: ex_padding_attention
# mistake: To zero the padded queries the learner reused the key indexing [:, None, None, :], which zeroes the (already zero) padded key columns instead of the padded query rows [:, None, :, None]; rows of padded queries keep their weights.
import numpy as np
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    lens = lengths.cpu().numpy()
    is_pad = np.arange(n)[None, :] >= lens[:, None]
    is_pad_t = torch.from_numpy(is_pad).to(scores.device)
    w = torch.softmax(scores.masked_fill(is_pad_t[:, None, None, :], float('-inf')), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    # padded tokens get nothing
    w = w.masked_fill(is_pad_t[:, None, None, :], 0.0)
    return w
