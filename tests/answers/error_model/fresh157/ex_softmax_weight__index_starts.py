# exercise: ex_softmax_weight
# mistake: Read the diagonal entry at [2, 2] ("starts" on itself, 0.2326) of the weight matrix, counting journey as the 2nd index; journey is row/column 1, giving 0.2379.
# attn_weights = torch.softmax(inputs @ inputs.T, dim=-1)
# attn_weights[2, 2]
ex_softmax_weight = 0.2326
