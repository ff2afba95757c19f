# exercise: ex_softmax_weight
# mistake: The einsum 'jk,jk->j' gives every token's dot product with itself, ω_jj, so the softmax is over the wrong six scores; the scores must be x(2)·x(j), e.g. 'k,jk->j' with inputs[1].
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
omega = torch.einsum('jk,jk->j', inputs, inputs)
alpha = torch.softmax(omega, dim=0)
ex_softmax_weight = round(alpha[1].item(), 4)
print(alpha)
