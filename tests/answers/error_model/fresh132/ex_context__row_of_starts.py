# exercise: ex_context
# mistake: The learner takes row 2 of the context matrix ('starts', counting from 0) instead of row 1 for 'journey'.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

attn_weights = torch.softmax(inputs @ inputs.T, dim=-1)
all_context_vecs = attn_weights @ inputs
z = torch.index_select(all_context_vecs, 0, torch.tensor([2])).squeeze(0)
ex_context = [round(x, 4) for x in z.tolist()]
