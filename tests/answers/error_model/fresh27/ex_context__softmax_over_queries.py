# exercise: ex_context
# mistake: Took the softmax of the 6×6 score matrix over dim=0 (each key's column) and used row 1 as the weights of “journey”, giving [0.5595, 0.7824, 0.6953]; the weights of a query are its row normalised over the keys (dim=-1), z⁽²⁾ = [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89],
                       [0.55, 0.87, 0.66],
                       [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33],
                       [0.77, 0.25, 0.10],
                       [0.05, 0.80, 0.55]])

attn_scores = inputs @ inputs.T
attn_weights = torch.softmax(attn_scores, dim=0)
all_context_vecs = attn_weights @ inputs
ex_context = [round(v, 4) for v in all_context_vecs[1].tolist()]
