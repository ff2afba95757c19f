# exercise: ex_padding_attention
# mistake: The learner marked padding with position > length instead of position >= length, so the first padded position of every sequence still counts as a real token (a sequence of length L keeps L+1 positions). [cond: some sequence shorter than n]
import torch


class PaddingMask:
    def __init__(self, lengths, n):
        self.lengths = lengths
        self.n = n

    def padded(self):
        pos = torch.arange(self.n, device=self.lengths.device)
        return pos.unsqueeze(0) > self.lengths.unsqueeze(1)

    def keys(self):
        return self.padded()[:, None, None, :]

    def queries(self):
        return self.padded()[:, None, :, None]


def ex_padding_attention(scores, lengths):
    mask = PaddingMask(lengths, scores.shape[-1])
    weights = torch.softmax(scores.masked_fill(mask.keys(), float("-inf")), dim=-1)
    return torch.where(mask.queries(), torch.zeros_like(weights), weights)
