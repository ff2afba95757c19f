# exercise: ex3_3
# mistake: Swaps the input size and the context length (d_in=1024, context_length=768), so the query/key/value layers expect 1024 features; d_in must be 768 and context_length 1024.
def ex3_3(M,dev): return M(1024,768,768,0.0,12).to(dev)
