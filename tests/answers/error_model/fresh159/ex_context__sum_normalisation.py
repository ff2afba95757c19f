# exercise: ex_context
# mistake: The weights are normalised by dividing the scores by their sum instead of with the softmax asked for; α₂ⱼ = exp(ω₂ⱼ)/Σ exp(ω₂ⱼ).
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
w = torch.einsum('k,jk->j', inputs[1], inputs)
alpha = w / torch.einsum('j->', w)
ex_context = [round(v, 4) for v in torch.einsum('j,jk->k', alpha, inputs).tolist()]
