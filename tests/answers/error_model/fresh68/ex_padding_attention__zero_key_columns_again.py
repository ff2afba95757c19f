# exercise: ex_padding_attention
# mistake: After the softmax the learner zeroes with the key-axis mask [:, None, None, :] again instead of the query-axis mask [:, None, :, None], so rows of padded queries are not 0.
import torch


class PaddingAttention:
    def mask(self, scores, lengths):
        n = scores.shape[-1]
        pad = torch.arange(n, device=scores.device).unsqueeze(0) >= lengths.unsqueeze(1)
        return pad[:, None, None, :]

    def __call__(self, scores, lengths):
        m = self.mask(scores, lengths)
        w = torch.softmax(scores.masked_fill(m, float("-inf")), dim=-1)
        w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
        return w.masked_fill(m, 0.0)


ex_padding_attention = PaddingAttention()
