# exercise: ex_softmax_weight
# mistake: The learner's attention-weight helper applies a causal mask by default, so "journey" only sees "Your" and itself and gets 0.6320; the question uses all six scores, giving 0.2379.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)


def attention_weights(x, causal=True, scale=1.0):
    scores = (x @ x.T) * scale
    if causal:
        n = scores.shape[-1]
        scores = scores.masked_fill(torch.triu(torch.ones(n, n, dtype=torch.bool), 1), float("-inf"))
    return torch.softmax(scores, dim=-1)


w = attention_weights(inputs)
ex_softmax_weight = round(w[1, 1].item(), 4)
