# exercise: ex_softmax_weight
# mistake: Normalises by dividing each score by the sum of the scores (the naive normalisation shown first in the chapter), giving 0.2278; the softmax exp(ω₂₂)/Σ exp(ω₂ⱼ) gives 0.2379.
import torch

NORMALIZERS = {
    "sum": lambda s: s / s.sum(),
    "softmax": lambda s: torch.softmax(s, dim=0),
}

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
query = inputs[1]
attn_scores_2 = torch.stack([torch.dot(x_i, query) for x_i in inputs])
weights = NORMALIZERS["sum"](attn_scores_2)
print(weights, weights.sum())
ex_softmax_weight = round(weights[1].item(), 4)
