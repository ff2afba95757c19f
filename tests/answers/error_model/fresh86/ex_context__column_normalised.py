# exercise: ex_context
# mistake: The learner normalises the full score matrix column by column (softmax over axis 0) and then reads row 2, so the weights of "journey" do not sum to 1; the softmax must run over the keys of the query "journey".
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
attn_scores = inputs @ inputs.T
attn_weights = torch.softmax(attn_scores, dim=0)
all_context = attn_weights @ inputs
ex_context = [round(v, 4) for v in all_context[1].tolist()]
