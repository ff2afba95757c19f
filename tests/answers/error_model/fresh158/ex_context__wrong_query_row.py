# exercise: ex_context
# mistake: The learner used the third row (index 2, "starts") as the query, counting "journey" as token 2 in 0-based indexing; "journey" is row index 1, giving [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
i = 2  # z^(2)
p_j_given_i = torch.softmax(inputs[i] @ inputs.T, dim=-1)
z = p_j_given_i @ inputs     # E_{j ~ p(.|i)}[x_j]
ex_context = [round(v, 4) for v in z.tolist()]
