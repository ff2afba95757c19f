# exercise: ex_softmax_weight
# mistake: Reads alpha[1, 2], the weight of "journey" on "starts" (0.2333), instead of alpha[1, 1], its weight on itself (0.2379).
import torch
from torch.func import vmap

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

row = lambda q: torch.softmax(inputs @ q, dim=-1)
alpha = vmap(row)(inputs)
journey, itself = 1, 2
ex_softmax_weight = round(alpha[journey, itself].item(), 4)
