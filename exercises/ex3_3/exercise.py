"""Exercise 3.3 (book): a GPT-2-small-sized attention module on the requested device."""

KIND = "code"
POINTS = 3
# Points per check, in the order the checker tests them (attnlab.grading.points).
CHECKS = (("sizes", 1, ("ex3_3.not_mha", "ex3_3.not_real", "ex3_3.device", "ex3_3.not_moved", "ex3_3.not_moved_to_called", "ex3_3.not_moved_part",
                      "ex3_3.not_moved_conditional", "ex3_3.not_moved_dtype", "ex3_3.not_moved_children", "ex3_3.not_moved_cached", "ex3_3.not_moved_never",
                      "ex3_3.qkv_bias", "ex3_3.shape", "ex3_3.count", "ex3_3.context", "ex3_3.dtype")),
          ("values", 1, ("*",)),
          ("dropout", 1, ("ex3_3.dropout",)))
LESSON = "heads"
ALSO_IN = ("gpt2",)  # further lessons whose tab links to it
# The probe runs the learner's module with the book's forward, which ex_mha_forward asks learners to
# write: this exercise is graded in a child of its own, the only kind that keeps that forward.
NEEDS = ("MultiHeadAttention.forward",)
STARTER = ("def ex3_3(MultiHeadAttention, device):\n"
           "    # return a GPT-2-small-sized MultiHeadAttention on device\n    ...\n")
