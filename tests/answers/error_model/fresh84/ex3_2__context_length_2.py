# exercise: ex3_2
# mistake: Passes context_length=2 (the batch size) instead of 6, so the causal mask is only 2x2 and the wrapper crashes on 6-token sequences; context_length must be 6.
def ex3_2(M):
    return M(3,1,2,0.0,num_heads=2)  # b=2 seqs
