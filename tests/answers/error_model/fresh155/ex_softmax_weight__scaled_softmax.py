# exercise: ex_softmax_weight
# mistake: The learner's attention_weights helper scales the scores by 1/sqrt(d) by default, so the softmax is of scaled scores; the statement asks for the softmax of the raw dot products (0.2379).
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)


def attention_weights(query, keys, scale=None, dim=-1):
    scores = keys @ query
    if scale is None:
        scale = keys.shape[-1] ** -0.5
    return torch.softmax(scores * scale, dim=dim)


w = attention_weights(inputs[1], inputs)
ex_softmax_weight = round(w[1].item(), 4)
