# exercise: ex_padding_attention
# mistake: After the softmax the learner zeroes with the key-shaped mask [:, None, None, :] (columns already 0) instead of the query-shaped mask [:, None, :, None], so rows of padded queries keep their nonzero weights; padded query rows must be all 0.
import torch


class PaddingAttention:
    def pad_mask(self, lengths, n, device):
        return torch.arange(n, device=device)[None, :] >= lengths[:, None]

    def __call__(self, scores, lengths):
        pad = self.pad_mask(lengths, scores.shape[-1], scores.device)
        as_keys = pad[:, None, None, :]
        w = torch.softmax(scores.masked_fill(as_keys, float("-inf")), dim=-1)
        w = torch.nan_to_num(w, nan=0.0)
        return w.masked_fill(as_keys, 0.0)


ex_padding_attention = PaddingAttention()
