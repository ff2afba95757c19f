# exercise: ex_softmax_weight
# mistake: The learner's hand-made softmax summed the exponentials over the whole 6x6 score matrix instead of over journey's row, giving 0.0523 instead of α22 = 0.2379.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
)

attn_scores = inputs @ inputs.T  # all pairs at once


def softmax(x):
    e = torch.exp(x)
    return e / e.sum()


attn_weights = softmax(attn_scores)
ex_softmax_weight = round(attn_weights[1, 1].item(), 4)
