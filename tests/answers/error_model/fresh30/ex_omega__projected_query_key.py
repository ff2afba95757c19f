# exercise: ex_omega
# mistake: Gave the score of the projected query and key from the trainable-weights section (1.2705) instead of the raw embedding dot product 0.9544.

import torch
torch.manual_seed(123)
inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
W_query = torch.nn.Parameter(torch.rand(3, 2), requires_grad=False)
W_key = torch.nn.Parameter(torch.rand(3, 2), requires_grad=False)
query_2 = inputs[1] @ W_query
key_1 = inputs[0] @ W_key
ex_omega = round(float(query_2 @ key_1), 4)  # 1.2705
