# exercise: ex_context
# mistake: Reads row 2 of the context matrix (the 3rd token, starts) because the notes number tokens from 1; z(2) of journey is row 1.
import torch

shuru = torch.tensor([
    [0.43, 0.15, 0.89],  # Your
    [0.55, 0.87, 0.66],  # journey
    [0.57, 0.85, 0.64],  # starts
    [0.22, 0.58, 0.33],  # with
    [0.77, 0.25, 0.10],  # one
    [0.05, 0.80, 0.55],  # step
])

attn_scores = shuru @ shuru.T
attn_weights = torch.softmax(attn_scores, dim=-1)
all_context_vecs = attn_weights @ shuru
# 第二个上下文向量 z(2)
ex_context = [round(x, 4) for x in all_context_vecs[2].tolist()]
print(ex_context)
