# exercise: ex_padding_attention
# mistake: The padding mask uses position > length instead of position >= length, so the first padded position of every sequence is still treated as real (attended to and kept as a query); padding starts at index length.
import torch


class PaddingMasker:
    def __init__(self, lengths, n):
        pos = torch.arange(n, device=lengths.device)
        self.pad = pos.unsqueeze(0) > lengths.unsqueeze(1)

    @property
    def keys(self):
        return self.pad[:, None, None, :]

    @property
    def queries(self):
        return self.pad[:, None, :, None]


def ex_padding_attention(scores, lengths):
    m = PaddingMasker(lengths, scores.shape[-1])
    w = torch.softmax(scores.masked_fill(m.keys, float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(m.queries, 0.0)
