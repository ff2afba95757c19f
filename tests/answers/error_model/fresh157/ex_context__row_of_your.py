# exercise: ex_context
# mistake: Pasted the context vector of the first row ("Your", from attn_weights[0] @ inputs) instead of row 2 for journey; z⁽²⁾ = [0.4419, 0.6515, 0.5683].
# all_context_vecs = attn_weights @ inputs
# print(all_context_vecs)
ex_context = [0.4421, 0.5931, 0.5790]
