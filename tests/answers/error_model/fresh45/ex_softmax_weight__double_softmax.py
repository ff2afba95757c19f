# exercise: ex_softmax_weight
# mistake: Applies the softmax twice (once in a helper, then again on its output), which flattens the weights towards 1/6; a single softmax of the six scores gives 0.2379.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])


def attention_scores(q, X):
    s = torch.empty(X.shape[0])
    for j, xj in enumerate(X):
        s[j] = torch.dot(q, xj)
    return torch.softmax(s, dim=0)


scores = attention_scores(inputs[1], inputs)
weights = torch.softmax(scores, dim=0)
ex_softmax_weight = round(weights[1].item(), 4)
