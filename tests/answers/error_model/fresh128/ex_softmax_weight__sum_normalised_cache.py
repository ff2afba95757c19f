# exercise: ex_softmax_weight
# mistake: The learner took the weight from the first, sum-normalised table (ω22 / Σω2j, about 0.2278) that they had kept from earlier; the statement asks for the softmax exp(ω22)/Σexp(ω2j) = 0.2379.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

omega_2 = inputs @ inputs[1]
weights_cache = {}
weights_cache["journey"] = omega_2 / omega_2.sum()
print(weights_cache)

ex_softmax_weight = round(weights_cache["journey"][1].item(), 4)
