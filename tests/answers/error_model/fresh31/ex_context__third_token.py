# exercise: ex_context
# mistake: Counting from 1, the learner took inputs[2] (“starts”) as the query and gave [0.4431, 0.6496, 0.5671]; “journey” is inputs[1], z⁽²⁾ = [0.4419, 0.6515, 0.5683].

import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
i = 2  # z^(2)
w = torch.softmax(inputs @ inputs[i], dim=0)
ex_context = [round(v, 4) for v in (w @ inputs).tolist()]  # [0.4431, 0.6496, 0.5671]
