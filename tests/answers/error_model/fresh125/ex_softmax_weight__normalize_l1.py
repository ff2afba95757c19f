# exercise: ex_softmax_weight
# mistake: normalises the six scores with F.normalize(p=1) (divide by their sum) instead of the softmax; exp(ω₂₂)/Σexp(ω₂ⱼ) = 0.2379.
import torch
import torch.nn.functional as F

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
w = F.normalize(inputs @ inputs[1], p=1, dim=0)
print(w, w.sum())
ex_softmax_weight = round(w[1].item(), 4)
