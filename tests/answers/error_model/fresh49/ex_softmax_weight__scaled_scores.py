# exercise: ex_softmax_weight
# mistake: Divided the scores by sqrt(d)=sqrt(3) before the softmax, as in the later scaled dot-product section; the statement asks for the raw scores, which give α₂₂ = 0.2379.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
x2 = inputs[1]
omega = inputs @ x2
alpha = torch.softmax(omega / inputs.shape[-1] ** 0.5, dim=-1)
print(alpha, alpha.sum())
ex_softmax_weight = round(alpha[1].item(), 4)
