# exercise: ex_softmax_weight
# mistake: The learner takes the denominator (sum of the scores) before exponentiating the scores in place with exp_(), so the result is exp(ω₂₂)/Σω₂ⱼ instead of exp(ω₂₂)/Σexp(ω₂ⱼ).
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
scores = torch.empty(inputs.shape[0])
for j in range(inputs.shape[0]):
    scores[j] = torch.dot(inputs[1], inputs[j])
total = scores.sum()
scores.exp_()
ex_softmax_weight = round(float(scores[1] / total), 4)
