# exercise: ex_context
# mistake: Divided the weighted sum by n = 6 as if taking a sample mean, giving [0.0736, 0.1086, 0.0947]; the softmax weights already sum to 1, so z⁽²⁾ = Σ αⱼ x⁽ʲ⁾ = [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
n = inputs.shape[0]
alpha = torch.softmax(inputs @ inputs[1], dim=0)
# expected embedding under the attention weights
z2 = (alpha[:, None] * inputs).sum(dim=0) / n
ex_context = [round(v, 4) for v in z2.tolist()]
