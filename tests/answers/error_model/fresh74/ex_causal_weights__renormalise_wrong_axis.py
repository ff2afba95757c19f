# exercise: ex_causal_weights
# mistake: The learner uses the book's "softmax, zero the future, renormalise" route but renormalises by the sums over the queries (dim=-2) instead of over the keys (dim=-1), so rows do not sum to 1.
import torch


class SoftmaxThenMask(torch.nn.Module):
    def forward(self, scores):
        n = scores.shape[-1]
        w = torch.softmax(scores, dim=-1)
        keep = torch.tril(torch.ones(n, n, device=scores.device, dtype=scores.dtype))
        w = w * keep
        return w / w.sum(dim=-2, keepdim=True)


def ex_causal_weights(scores):
    return SoftmaxThenMask()(scores)
